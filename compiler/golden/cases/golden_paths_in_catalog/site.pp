# Catalog parameters and titles holding paths of the compile's layout: the
# environment path, the code directory (the oracle's codedir is the layout's
# root), the main manifest and a module's directory. The harness makes them
# relative as it does in logs (golden StripPaths), on both sides.
notify { 'environmentpath': message => $settings::environmentpath }
notify { 'codedir': message => $settings::codedir }
notify { 'manifest': message => $settings::manifest }
notify { 'nested':
  message => { 'dirs' => [module_directory('localmod'), "${settings::environmentpath}/production/data"] },
}
file { "${settings::environmentpath}/production/marker":
  ensure  => file,
  content => "made in ${settings::environmentpath}\n",
  before  => Notify['environmentpath'],
}
include localmod
notice(module_directory('localmod'))
