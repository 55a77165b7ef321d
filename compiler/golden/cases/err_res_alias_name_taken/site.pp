# An alias naming a resource already declared: Puppet's catalog shows the alias name itself
# ('Cannot alias Notify[b] to "a"'), not a key array as for a uniqueness key clash
# ('Cannot alias File[x] to ["/tmp/a"]').
notify { 'a': }
notify { 'b':
  alias => ['bb', 'a'],
}
