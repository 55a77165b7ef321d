puppet lookup profile::lb_services::haproxy::listeners --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
