puppet lookup profile::base::linux::time::ntp_servers --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
