puppet lookup profile::base::packages_redhat --render-as json --explain --node compile01.puppetdebug.vlan --facts facts.json --environmentpath environments --environment production
