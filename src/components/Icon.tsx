import {
  Activity, Award, Bell, Bot, Brain, BrickWall, Briefcase, Building2, Calendar, ChartColumn,
  CircleCheck, ClipboardCheck, Clock, Cloud, CloudCog, CloudUpload, Cpu, Database, DatabaseBackup,
  Eye, Facebook, Factory, FileCheck, FileText, Fingerprint, Flag, Gauge, Globe, GraduationCap,
  Handshake, HardDrive, Headset, Heart, HeartPulse, KeyRound, Landmark, Laptop, Layers, Leaf,
  LifeBuoy, Lightbulb, Linkedin, Lock, Mail, MapPin, Monitor, Network, Phone, RefreshCw, Rocket,
  Router, Scale, Search, Server, ServerCog, Settings, Shield, ShieldAlert, ShieldCheck,
  ShoppingCart, Siren, Sparkles, Star, Target, TrendingUp, TriangleAlert, Truck, Twitter, Users,
  Wifi, Workflow, Wrench, Youtube, Zap,
  type LucideIcon, type LucideProps,
} from "lucide-react";
import type { IconName } from "../lib/icon-names";
import { isIconName } from "../lib/icon-names";

/** Content names icons by string; this registry must map every allowed name (the type checks it). */
const ICONS: Record<IconName, LucideIcon> = {
  Activity, Award, Bell, Bot, Brain, BrickWall, Briefcase, Building2, Calendar, ChartColumn,
  CircleCheck, ClipboardCheck, Clock, Cloud, CloudCog, CloudUpload, Cpu, Database, DatabaseBackup,
  Eye, Facebook, Factory, FileCheck, FileText, Fingerprint, Flag, Gauge, Globe, GraduationCap,
  Handshake, HardDrive, Headset, Heart, HeartPulse, KeyRound, Landmark, Laptop, Layers, Leaf,
  LifeBuoy, Lightbulb, Linkedin, Lock, Mail, MapPin, Monitor, Network, Phone, RefreshCw, Rocket,
  Router, Scale, Search, Server, ServerCog, Settings, Shield, ShieldAlert, ShieldCheck,
  ShoppingCart, Siren, Sparkles, Star, Target, TrendingUp, TriangleAlert, Truck, Twitter, Users,
  Wifi, Workflow, Wrench, Youtube, Zap,
};

interface IconProps extends Omit<LucideProps, "ref"> {
  name: string;
}

/** A decorative content icon (hidden from assistive technology: the text beside it carries the meaning). */
export function Icon({ name, ...props }: IconProps) {
  const Component = isIconName(name) ? ICONS[name] : Shield;
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
