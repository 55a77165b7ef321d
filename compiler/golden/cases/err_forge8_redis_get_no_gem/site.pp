# QA-FORGE-8: voxpupuli/puppet-redis's redis::get edfcfe18 as its README calls it, on a server without the
# redis gem: the function's file fails to load (require 'redis'), even with a default value given.
$version_with_default = redis::get('version.myapp', 'redis://redis.example.com:6379', '1.0.0')
notice($version_with_default)
