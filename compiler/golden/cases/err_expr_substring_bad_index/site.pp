# A string indexed with something that is not an integer (nor a string holding one): Puppet says
# "A substring operation does not accept a Boolean as a character index. Expected an Integer",
# located at the key.
$s = 'abcdef'
notice($s[1, 2])
notice($s[0,
  true])
