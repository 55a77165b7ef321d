# A fresh Debian 12 root (debootstrap minbase with systemd and procps, cached in
# /var/cache/punch-ci/bookworm-root) in which cmd/tools/mkdeb's
# TestDebInstallsOnDebian12 installs the .deb that make deb builds, with
# dpkg -i, runs punch --version and checks the unit with systemd-analyze
# verify. Idempotent; without root or apt it does nothing (the test skips).
punch_deb_root=/var/cache/punch-ci/bookworm-root
. "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
if ci_can_install; then
	ci_missing debootstrap systemd
	if [ ${#ci_missing[@]} -gt 0 ]; then
		echo "ci: installing ${ci_missing[*]}"
		ci_apt_install "${ci_missing[@]}" ||
			echo "ci: could not install ${ci_missing[*]}: the .deb installation test will skip"
	fi
	if [ ! -x "$punch_deb_root/usr/bin/systemctl" ] && command -v debootstrap >/dev/null 2>&1; then
		echo "ci: creating a Debian 12 root in $punch_deb_root (debootstrap minbase)"
		rm -rf "$punch_deb_root.tmp"
		mkdir -p "$(dirname "$punch_deb_root")"
		if debootstrap --variant=minbase --include=systemd,procps bookworm "$punch_deb_root.tmp" http://deb.debian.org/debian >/tmp/punch-debootstrap.log 2>&1; then
			rm -rf "$punch_deb_root" && mv "$punch_deb_root.tmp" "$punch_deb_root"
		else
			echo "ci: debootstrap failed (see /tmp/punch-debootstrap.log): the .deb installation test will skip"
		fi
	fi
fi
unset punch_deb_root
