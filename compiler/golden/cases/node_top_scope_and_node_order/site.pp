# Top-level code runs before the node; classes included at top and in the node both land in
# the catalog; Node[name] is a resource in the catalog.
notice('top 1')
node 'web01.example.com' {
  notice('in node')
  include from_node
}
class from_top { notice('from_top') }
class from_node { notice('from_node') }
include from_top
notice('top 2')
