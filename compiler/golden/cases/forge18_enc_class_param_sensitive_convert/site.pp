# The usual workaround for ENC-given secrets: accept String or Sensitive and wrap it.
node default { }
