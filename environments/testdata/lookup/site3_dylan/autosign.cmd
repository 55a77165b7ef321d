puppet lookup profile::puppetmaster::autosign::password --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
