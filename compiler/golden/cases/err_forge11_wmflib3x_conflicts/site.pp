# wikimedia's conflicts() (3.x): loads the defined function through Puppet::Parser::Functions.function(:defined) and calls
# function_defined: Puppet 7 refuses it (defined() can only be called through the 4.x API).
class redis::legacy { }
class app { conflicts('::redis::legacy') conflicts(Class['redis::legacy']) conflicts(File['/nope']) }
include app
