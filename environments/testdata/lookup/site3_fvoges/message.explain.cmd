puppet lookup message --explain --node compile01.puppetdebug.vlan --facts facts.json --environmentpath environments --environment production
