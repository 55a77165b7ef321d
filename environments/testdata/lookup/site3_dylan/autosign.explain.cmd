puppet lookup profile::puppetmaster::autosign::password --explain --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
