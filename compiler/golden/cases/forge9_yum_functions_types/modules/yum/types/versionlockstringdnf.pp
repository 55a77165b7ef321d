# This type matches strings appropriate for use with yum-versionlock.
type Yum::VersionlockStringDNF = Pattern[/^([0-9a-zA-Z\._\+%\{\}\*-]+)-([0-9\*]+):([^-]+)-([^-]+)\.(([0-9a-zZ-Z_\*]+)(?:\.(noarch|x86_64|i386|arm|ppc64|ppc64le|sparc64|ia64|alpha|ip|m68k|mips|mipsel|mk68k|mint|ppc|rs6000|s390|s390x|sh|sparc|xtensa|\*))?)$/]
