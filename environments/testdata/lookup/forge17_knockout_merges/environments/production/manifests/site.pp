# Surprise (Puppet 7.23): a deep merge with a knockout_prefix gives another answer the second time
# the same key is looked up in one compile: the first merge knocks '--legacy' out of the data
# Hiera keeps for the compile, so the second merge keeps 'legacy'. Control repositories that look a
# key up twice (class parameter and an explicit lookup()) get both answers.
class profile (Hash $settings) {
  notice($settings)
}
include profile
notice(lookup('profile::settings'))
notice(lookup('profile::settings'))
