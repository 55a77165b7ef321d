# Removing resources from one of Puppet's two lists or both (a Ruby
# function's catalog.remove_resource and compiler.resources.delete): a
# defined type's instance removed before it is evaluated declares nothing,
# nor does one left in the catalog but not in the compiler's list; a
# virtual resource out of either list is not realized by a collector; a
# resource the compiler no longer lists stays in the catalog and takes an
# override.
holder::d { 'gone': }
holder::d { 'unlisted': }
@notify { 'virt': }
@notify { 'virt2': }
notify { 'keep': }
notice(prune::take('both', 'Holder::D', 'gone'))
notice(prune::take('compiler', 'Holder::D', 'unlisted'))
notice(prune::take('both', 'Notify', 'virt'))
notice(prune::take('compiler', 'Notify', 'virt2'))
notice(prune::take('compiler', 'Notify', 'keep'))
Notify <| |>
Notify['keep'] { message => 'overridden' }
