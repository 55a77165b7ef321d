# No node definitions at all: the ENC alone classifies the node.
class base($message) { notify { "base ${message} role ${role}": } }
