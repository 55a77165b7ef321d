puppet lookup profile::lb_services::haproxy::enable_firewall --type Boolean --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
