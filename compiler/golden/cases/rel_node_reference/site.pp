# Node is a resource type: Node['default'] refers to the catalog's node resource, in relationship
# metaparameters and chains (Puppet keeps the reference as "Node[default]").
node default {
  notify { 'in node': }
}
notify { 'x': before => Node['default'] }
notify { 'y': }
Notify['y'] -> Node['default']
notice(Node['default'])
