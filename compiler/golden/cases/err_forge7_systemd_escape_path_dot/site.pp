# QA-FORGE-7: voxpupuli-systemd's systemd::escape (code index) asked to escape a path ending in '.'.
notice(systemd::escape('/mnt/data.', true))
