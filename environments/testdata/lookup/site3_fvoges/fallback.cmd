puppet lookup profile::base::packages_debian --default {} --type Hash --node compile01.puppetdebug.vlan --facts facts.json --environmentpath environments --environment production
