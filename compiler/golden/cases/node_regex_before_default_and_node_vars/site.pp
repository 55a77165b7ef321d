$top = 'top'
node default { notify { 'default': } }
node /example\.com$/ {
  $nodevar = 'node'
  include role
  notify { "in node: ${top} ${nodevar} ${::top} ${name}": }
}
class role { notify { "in class: ${top} [${nodevar}] [${::nodevar}]": } }
