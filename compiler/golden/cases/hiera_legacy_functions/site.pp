# The Hiera 3 era functions of Puppet 7: hiera, hiera_array, hiera_hash, hiera_include, with
# defaults and lambdas.
class one { notice('one') }
class two { notice('two') }
notice(hiera('s'))
notice(hiera('missing', 'hiera default'))
notice(hiera_array('list'))
notice(hiera_hash('h'))
notice(hiera_array('missing', ['dflt']))
notice(hiera('missing') |$k| { "lambda for ${k}" })
hiera_include('classes')
