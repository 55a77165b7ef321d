type Unattended_upgrades::Origin = Pattern[/^(origin|codename|label|site|suite|component|archive|[oalcn])=[^,]+(,?(origin|codename|label|site|suite|component|archive|[oalcn])=[^,]+)*/]
