Puppet::Type.type(:pt_rule).provide(:base) do
  desc <<-EOT
    The base provider.
      With an indented line.
  EOT
  confine exists: '/bin/sh'
  commands sh: 'sh'
  def limit; end
  def exists?; false; end
end
