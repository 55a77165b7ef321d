Puppet::Type.type(:pt_rule).provide(:linuxy, parent: :base) do
  desc 'Linux kernels.'
  confine kernel: 'Linux'
  confine true: true
  defaultfor kernel: 'Linux'
  defaultfor osfamily: ['Debian', 'RedHat'], kernel: :linux
  has_features :logging
  def create; end
  def destroy; end
end
