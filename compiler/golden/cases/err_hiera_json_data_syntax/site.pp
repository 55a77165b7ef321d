# A json_data file that Ruby's json gem refuses: Puppet shows the gem's message (451: unexpected
# token at '...', from where the array broke) as it is, without the lookup() call's location.
notice(lookup('a'))
