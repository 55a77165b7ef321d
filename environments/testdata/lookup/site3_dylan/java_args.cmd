puppet lookup puppet_enterprise::profile::master::java_args --render-as json --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
