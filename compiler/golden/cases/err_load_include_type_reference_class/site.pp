# include of a type reference Shop::Db::Server (a class not loaded yet): Puppet looks for a
# resource type of that name and fails, it does not autoload the class.
include Shop::Db::Server
