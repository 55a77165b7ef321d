puppet lookup profile::base::linux::time::timezone --explain --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
