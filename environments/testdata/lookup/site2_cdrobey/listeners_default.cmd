puppet lookup profile::apps::haproxy::listeners --default {} --type Hash --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
