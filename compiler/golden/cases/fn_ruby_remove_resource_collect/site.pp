# Removing resources from one of Puppet's two lists or both (a Ruby
# function's catalog.remove_resource and compiler.resources.delete): a
# defined type's instance removed before it is evaluated declares nothing,
# nor does one left in the catalog but not in the compiler's list; a
# virtual resource out of either list is not realized by a collector; a
# resource the compiler no longer lists stays in the catalog and takes an
# override (also one made before the resource is declared).
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
# An override made before its resource is declared waits for the finish,
# which merges it into the first resource of the compiler's list with that
# reference: the one removed from the catalog, not the one declared again.
Notify['late'] { message => 'stored' }
notify { 'late': }
notice(prune::take('catalog', 'Notify', 'late'))
notify { 'late': message => 'again' }
# The same for an override made after the removal, before the title is
# declared again.
notify { 'later': }
notice(prune::take('catalog', 'Notify', 'later'))
Notify['later'] { message => 'stored' }
notify { 'later': }
