# Etc's user and group database (Ruby 3.1's etc, written for rlib): the server's /etc/passwd and
# /etc/group, which Puppet Server's Ruby reads on the same host.
module Etc
  VERSION = "1.3.0"

  Passwd = Struct.new(:name, :passwd, :uid, :gid, :gecos, :dir, :shell)
  Group = Struct.new(:name, :passwd, :gid, :mem)

  def self._passwd
    File.readlines("/etc/passwd", chomp: true).filter_map do |l|
      f = l.split(":", -1)
      next if l.start_with?("#") || f.size < 7
      Passwd.new(f[0], f[1], f[2].to_i, f[3].to_i, f[4], f[5], f[6])
    end
  end

  def self._group
    File.readlines("/etc/group", chomp: true).filter_map do |l|
      f = l.split(":", -1)
      next if l.start_with?("#") || f.size < 4
      Group.new(f[0], f[1], f[2].to_i, f[3].split(","))
    end
  end

  def self.getpwnam(name)
    _passwd.find { |p| p.name == name } or raise ArgumentError, "can't find user for #{name}"
  end

  def self.getpwuid(uid = nil)
    # Ruby's default is the process's user: Puppet Server's, not Punch's
    Punch.unsupported("Etc.getpwuid without a uid (the user Puppet Server runs as)") if uid.nil?
    _passwd.find { |p| p.uid == uid } or raise ArgumentError, "can't find user for #{uid}"
  end

  def self.getgrnam(name)
    _group.find { |g| g.name == name } or raise ArgumentError, "can't find group for #{name}"
  end

  def self.getgrgid(gid = nil)
    Punch.unsupported("Etc.getgrgid without a gid (the group Puppet Server runs as)") if gid.nil?
    _group.find { |g| g.gid == gid } or raise ArgumentError, "can't find group for #{gid}"
  end
end
