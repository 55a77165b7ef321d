puppet lookup profile::base::linux::time::timezone --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
