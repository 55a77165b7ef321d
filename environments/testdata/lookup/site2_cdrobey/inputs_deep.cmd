puppet lookup profile::os::monitor::influxdbinputs --merge deep --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
