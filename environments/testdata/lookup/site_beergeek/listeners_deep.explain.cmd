puppet lookup profile::lb_services::haproxy::listeners --merge deep --explain --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
