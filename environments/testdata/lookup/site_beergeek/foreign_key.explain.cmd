puppet lookup puppet_enterprise::profile::mcollective::agent::activemq_brokers --explain --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
