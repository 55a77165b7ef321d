puppet lookup puppet_enterprise::profile::mcollective::agent::activemq_brokers --node compile01.puppetdebug.vlan --facts facts.json --environmentpath environments --environment production
