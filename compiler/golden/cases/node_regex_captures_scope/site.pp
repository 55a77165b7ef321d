# Captures of a node regex are match variables of the node scope only: a class
# the node includes does not see $1.
class probe { notify { "probe sees [${1}]": } }
node /^(web)(\d+)\.(example)\.com$/ {
  notify { "node sees [${1}] [${2}] [${3}] [${0}]": }
  include probe
  if 'abc' =~ /(b)/ { notify { "inner match [${1}]": } }
  notify { "after if [${1}]": }
}
