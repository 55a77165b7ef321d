# Written for this case (RUBYAPI-3).
module Puppet::Parser::Functions
  newfunction(:res_flags, :type => :rvalue) do |args|
    out = args[0].map do |t|
      r = findresource('File', t)
      "#{t}: exported=#{r.exported?.inspect} virtual=#{r.virtual?.inspect} exported=#{r.exported.inspect} line=#{r.line.inspect} file=#{File.basename(r.file.to_s)}"
    end
    out << "keys=#{compiler.catalog.resource_keys.select { |k, _| k == 'File' }.inspect}"
    out.join(' | ')
  end
end
