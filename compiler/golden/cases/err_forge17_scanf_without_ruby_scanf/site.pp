# Surprise: Puppet 7.23's scanf() requires Ruby's 'scanf' library, which Ruby 3.0 removed from
# the standard library (a gem since); on Ruby 3.1 without the gem every call fails.
notice('before')
notice('port=8080'.scanf('port=%d'))
