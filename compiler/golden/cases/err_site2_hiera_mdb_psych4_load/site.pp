# A site's own Hiera 5 lookup_key backend (mdb_lookup_key.rb, "largely based on the stock eyaml module"):
# it reads its YAML with context.cached_file_data and YAML.load(content, path), caches with
# context.cache/cached_value, interpolates with context.interpolate, and turns "MDB[query {opts}]"
# strings into call_function('mdb_search', query, opts).
['site::plain', 'site::hostname', 'site::web_nodes', 'site::db_nodes', 'site::nested', 'site::fallback'].each |$k| {
  notice("${k} = ${lookup($k)}")
}
notice(lookup('site::web_nodes') == lookup('site::web_nodes'))
