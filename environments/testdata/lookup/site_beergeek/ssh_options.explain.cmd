puppet lookup profile::ssh::options_hash --render-as json --explain --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
