puppet lookup profile::lb_services::haproxy::enable_firewall --type Boolean --explain --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
