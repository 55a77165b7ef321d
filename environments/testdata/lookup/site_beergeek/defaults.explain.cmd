puppet lookup profile::web_services::apache::website_defaults --explain --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
