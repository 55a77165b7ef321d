puppet lookup profile::base::users --merge first --node web01.example.com --facts facts.json --environmentpath environments --environment production --hiera_config global/hiera.yaml
