require 'shellwords'

module Puppet::Parser::Functions
  newfunction(:'shellx::quote', type: :rvalue) do |args|
    args[0].to_s.shellescape
  end

  newfunction(:shellx_flags, type: :rvalue) do |args|
    opts = args[0] || {}
    flags = []
    flags << "-u #{call_function('shellx::quote', [opts['user']])}" if opts['user']
    Array(opts['env']).each { |e| flags << "-e #{call_function('shellx::quote', [e])}" }
    flags.join(' ')
  end
end
