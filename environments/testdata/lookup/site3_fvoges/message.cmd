puppet lookup message --node compile01.puppetdebug.vlan --facts facts.json --environmentpath environments --environment production
