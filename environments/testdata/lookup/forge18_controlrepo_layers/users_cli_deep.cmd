puppet lookup profile::base::users --merge deep --node web01.example.com --facts facts.json --environmentpath environments --environment production --hiera_config global/hiera.yaml
