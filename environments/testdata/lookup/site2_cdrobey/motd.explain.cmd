puppet lookup profile::base::linux::motd::content --explain --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
