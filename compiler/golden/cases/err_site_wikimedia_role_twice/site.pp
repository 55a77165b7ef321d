# wikimedia/operations-puppet's role(): "You can only define one role per server. Trying to call this
# function multiple times will result in a compilation failure." (its own doc example)
node default {
    role(icinga)
    role(prometheus)
}
